declare module '*.css';
/** Emitted as a file by the remotes' build (asset/resource): the import is its URL. */
declare module 'maplibre-gl/dist/maplibre-gl-worker.mjs' {
  const url: string;
  export default url;
}
