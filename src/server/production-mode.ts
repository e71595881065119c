/*
 * Imported first by the production server (main.ts), before anything that loads React:
 * React picks its development or production build by NODE_ENV when it is first loaded,
 * and the development build (prop validation, warnings) rendered an on-demand page such
 * as /storm-check at half the speed. The systemd unit sets NODE_ENV=production; `npm
 * start`, the benches and the end-to-end tests start this same server without it, and
 * must measure and test what production runs. An explicit NODE_ENV still wins.
 */
process.env["NODE_ENV"] ??= "production";
