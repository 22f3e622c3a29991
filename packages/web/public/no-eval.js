// Runs before the app's modules. The server's Content-Security-Policy allows no eval, and zod would otherwise probe
// for it with `new Function` (reported as a violation) before any code of ours could call z.config: zod reads its
// settings from this global, shared by every copy of zod on the page.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
