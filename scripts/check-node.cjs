// Runs before `npm install` and `npm start` on whatever Node the newcomer has, so it is
// plain CommonJS that any old Node can read. It prints one line instead of the stack
// trace a newer-syntax file would throw.
"use strict";

const REQUIRED_MAJOR = 24;

/** The one line to print when `version` (e.g. "v20.20.2") cannot run the project, else null. */
function nodeVersionProblem(version) {
  const major = Number(String(version).replace(/^v/, "").split(".")[0]);
  if (major === REQUIRED_MAJOR) return null;
  return (
    `This project needs Node.js ${REQUIRED_MAJOR} (you have ${version}): run \`nvm install ${REQUIRED_MAJOR}\` (see .nvmrc), ` +
    `or \`npm install --prefix ~/.cache/node${REQUIRED_MAJOR} node@${REQUIRED_MAJOR}\` and put ~/.cache/node${REQUIRED_MAJOR}/node_modules/.bin first on PATH.`
  );
}

module.exports = { nodeVersionProblem };

const problem = nodeVersionProblem(process.version);
if (problem) {
  console.error(problem);
  process.exit(1);
}
