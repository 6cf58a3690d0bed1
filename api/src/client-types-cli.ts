// npm run client:generate: writes client/src/schema.gen.ts from the route definitions.
import { CLIENT_TYPES_PATH, canonicalDocument, clientTypesSource } from './client-types';

await Bun.write(CLIENT_TYPES_PATH, await clientTypesSource(await canonicalDocument()));
console.log(`wrote ${CLIENT_TYPES_PATH}`);
