/** The oldest Node.js line the shop is built and tested for (package.json `engines`). */
export const OLDEST_SUPPORTED_NODE_MAJOR = 22;

/**
 * A German warning for the operator when the server runs on an older Node.js than `engines` names, or
 * undefined. It only warns: the shop still starts, so an update of Node.js can wait for a quiet day.
 */
export function nodeVersionWarning(version: string): string | undefined {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (!Number.isInteger(major) || major >= OLDEST_SUPPORTED_NODE_MAJOR) return undefined;
  return (
    `Warnung: Dieser Server läuft mit Node.js ${version.replace(/^v?/, '')}. Der Ticket-Shop braucht Node.js ` +
    `${OLDEST_SUPPORTED_NODE_MAJOR} oder neuer; ältere Versionen bekommen keine Sicherheitsupdates mehr. ` +
    `Der Shop startet trotzdem – bitte Node.js bald auf eine aktuelle LTS-Version (${OLDEST_SUPPORTED_NODE_MAJOR} oder 24) aktualisieren.`
  );
}
