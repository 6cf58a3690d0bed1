// What saving a home tells people, apart from the schemas so a listing card's heart needs no schema library.
export const favouriteMessages = {
  added: 'Added to saved homes',
  removed: 'Removed from saved homes',
  buyersOnly: 'Only buyers can save homes',
  alreadySaved: 'This home is already in your saved homes',
  notSaved: 'This home is not in your saved homes',
} as const;
