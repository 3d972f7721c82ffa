import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** Debian's nginx. */
export const NGINX = "/usr/sbin/nginx";

/** A loopback port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * nginx in the foreground with its own prefix and a free port, as a site would run it: a reverse proxy
 * taking `upstreams` in turn (round robin), or a static server of the files in `root` (with their `.gz`
 * copies sent as they are, gzip_static). Resolves once it answers `probe`.
 */
export async function startNginx(
  site: { upstreams: string[]; root?: undefined } | { root: string; upstreams?: undefined },
  probe = "/healthz",
) {
  const dir = mkdtempSync(path.join(tmpdir(), "imodoka-nginx-"));
  const port = await freePort();
  const temp = (name: string) => path.join(dir, name);
  const location = site.upstreams
    ? `proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;`
    : `root ${site.root};
      default_type text/html;
      gzip_static on;`;
  writeFileSync(
    temp("nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes auto;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  ${site.upstreams ? `upstream site { ${site.upstreams.map((upstream) => `server ${upstream};`).join(" ")} keepalive 64; }` : ""}
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 130m;
    location / {
      ${location}
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX,
    ["-p", dir, "-c", temp("nginx.conf"), "-g", `daemon off; pid ${temp("nginx.pid")}; error_log stderr;`],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${errors}`);
    if (
      await fetch(`${url}${probe}`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 20_000) throw new Error(`nginx did not answer: ${errors}`);
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
