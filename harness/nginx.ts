import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX_PATH);
/** Debian's libnginx-mod-http-brotli-static: serves the .br files made at build. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const ROOT = resolve(import.meta.dirname, '..');

export interface NginxProcess {
  url: string;
  pid: number;
  /** Its own folder: configuration, pid, error log, temporary files. */
  dir: string;
  stop(): Promise<void>;
}

/** A port nobody listens on now (nginx cannot be told to take port 0 and say which it got). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/**
 * deploy/nginx/render.sh with the given settings: the site configuration an operator installs.
 */
export async function renderSiteConfig(settings: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)('bash', [join(ROOT, 'deploy/nginx/render.sh')], {
    env: { ...process.env, ...settings },
  });
  return stdout;
}

/**
 * A top-level configuration of our own around the http-context site.conf beside it: its own pid,
 * logs and temporary folders in `dir`, in the foreground, never the system's nginx service.
 */
function mainConfig(dir: string, workers: number | 'auto'): string {
  return `${existsSync(BROTLI_STATIC_MODULE) ? `load_module ${BROTLI_STATIC_MODULE};` : ''}
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`;
}

export interface NginxOptions {
  /** The port the site configuration listens on (from freePort()). */
  port: number;
  /** An http-context configuration: map, upstream, server blocks, … */
  site: string;
  workers?: number | 'auto';
}

/** `nginx -t` on the configuration: its output, or an error with it. */
export async function testNginxConfig(dir: string): Promise<string> {
  const { stderr } = await promisify(execFile)(NGINX_PATH, ['-t', ...nginxArgs(dir)]);
  return stderr;
}

function nginxArgs(dir: string): string[] {
  return ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
}

/** Starts nginx in a folder of its own and resolves once it accepts connections. */
export async function startNginx({ port, site, workers = 1 }: NginxOptions): Promise<NginxProcess> {
  const dir = await mkdtemp(join(tmpdir(), 'college-nginx-'));
  await writeFile(join(dir, 'site.conf'), site);
  await writeFile(join(dir, 'nginx.conf'), mainConfig(dir, workers));
  const child = spawn(NGINX_PATH, nginxArgs(dir), { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, () => child.exitCode !== null);
  } catch (error) {
    const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
    await stop();
    throw new Error(`nginx did not start: ${(error as Error).message}\n${output}${log}`, {
      cause: error,
    });
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, dir, stop };
}

async function waitForPort(port: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('it exited');
    const socket = createConnection({ port, host: '127.0.0.1' });
    const connected = await new Promise<boolean>((done) => {
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
    });
    socket.destroy();
    if (connected) return;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`nothing listens on port ${port} after 10 s`);
}
