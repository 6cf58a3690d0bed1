// Kept apart from the dialog so the frame can tell, without loading the dialog, whether it will ever be needed.
export const SEEN_KEY = 'naija-homes:welcome-seen';

export function hasSeenWelcome(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function markWelcomeSeen() {
  try {
    localStorage.setItem(SEEN_KEY, 'yes');
  } catch {
    // Storage refused (private mode, full): the greeting may come again, which is harmless.
  }
}
