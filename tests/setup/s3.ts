import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's fixed keys: it checks requests are signed with them. */
export const S3_TEST_KEYS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };

/**
 * An S3-protocol server on loopback with one empty bucket, its files in a temporary folder; `settings` are the
 * site's S3_ settings for it, and `stop` closes it and removes the folder.
 */
export async function startS3(bucket = "imodoka-test") {
  const directory = mkdtempSync(path.join(tmpdir(), "imodoka-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    settings: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: "us-east-1", ...S3_TEST_KEYS },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
