// Module Federation needs an async boundary before any shared module is used.
// Named so the API can preload what it loads (api/src/web/route-preloads.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
