#!/usr/bin/env node
// The operator CLI and server entry point; the compiled program lives in dist/ (`npm run build`).
import('../dist/src/cli/main.js').then((m) => m.main(process.argv)).catch((error) => {
  if (error && error.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist/src/cli/main.js')) {
    console.error('pss is not built yet: run `make build` (or `npm run build`) first.');
  } else {
    console.error(error);
  }
  process.exit(70);
});
