/**
 * Opens the embedded database in the folder named by the first argument, says "holding" and waits: a
 * process for tests to kill while it holds the folder's lock.
 */
import { openDatabase } from "../../app/shared/db/client";

await openDatabase({ dataDir: process.argv[2]! });
console.log("holding");
setInterval(() => {}, 60_000);
