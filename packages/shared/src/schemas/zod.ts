// zod for the shared schemas. In a browser (a document exists) the schemas are built without zod's compiled fast path:
// building an object schema probes `new Function`, which the portal's Content-Security-Policy (no
// 'unsafe-eval') refuses, and the browser reports the refusal on every screen that loads a schema.
// The API keeps the fast path. Parsing gives the same results either way.
import { z } from 'zod';

if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });

export { z };
