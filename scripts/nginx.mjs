// deploy/nginx.conf, the operator's configuration, run as it is by Debian's nginx for the
// production e2e run (scripts/e2e.mjs --production): its three operator's lines (port, files,
// rack origin) replaced, inside a minimal top-level nginx.conf whose pid, logs and temporary
// files live in a directory of the run's own, so nginx needs no root and leaves nothing behind.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Debian's nginx (package `nginx`). */
export const NGINX = '/usr/sbin/nginx'
export const deployConfigPath = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url))

/**
 * The operator's lines of deploy/nginx.conf, exactly as the file has them, and what a run puts
 * in their place. Each must be in the file once, so a change there cannot pass unnoticed.
 */
const operatorLines = ({ port, root, apiUrl }) => [
  [/^(\s*)listen 80;.*$/m, `$1listen 127.0.0.1:${port};`],
  [/^(\s*)root \/var\/www\/oxide-console;.*$/m, `$1root ${root};`],
  [/^(\s*)set \$rack_api https:\/\/rack\.example\.com;.*$/m, `$1set $rack_api ${apiUrl};`],
]

/** deploy/nginx.conf with the operator's lines set for `port`, the files in `root` and `apiUrl`. */
export function substitute(config, { port, root, apiUrl }) {
  return operatorLines({ port, root, apiUrl: new URL(apiUrl).origin }).reduce(
    (text, [line, replacement]) => {
      const found = text.match(new RegExp(line.source, 'gm'))?.length ?? 0
      if (found !== 1) throw new Error(`deploy/nginx.conf: ${line} found ${found} times, not once`)
      return text.replace(line, replacement)
    },
    config,
  )
}

/**
 * The top-level configuration around the server block: one worker, its errors on the run's
 * output (its requests too with E2E_MOCK_LOG, as the mock's), everything else nginx writes inside
 * `dir` (the temp paths are the ones nginx would otherwise put under /var/lib/nginx).
 */
function mainConfig({ dir, serverFile }) {
  const inDir = (name) => path.join(dir, name)
  return `worker_processes 1;
pid ${inDir('nginx.pid')};
error_log stderr error;
events {}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${process.env.E2E_MOCK_LOG ? '/dev/stdout' : 'off'};
    client_body_temp_path ${inDir('client_body')};
    proxy_temp_path ${inDir('proxy')};
    fastcgi_temp_path ${inDir('fastcgi')};
    uwsgi_temp_path ${inDir('uwsgi')};
    scgi_temp_path ${inDir('scgi')};
    include ${serverFile};
}
`
}

/**
 * Writes the two files into a new directory and returns the top-level one. The directory is
 * readable by all: nginx started as root runs its worker as `nobody`, which must reach the temp
 * paths nginx creates (and hands to it) there.
 */
export async function writeConfig({ port, root, apiUrl }) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nginx-oxide-console-'))
  await fs.chmod(dir, 0o755)
  const serverFile = path.join(dir, 'console.conf')
  const deployConfig = await fs.readFile(deployConfigPath, 'utf8')
  await fs.writeFile(serverFile, substitute(deployConfig, { port, root, apiUrl }))
  const conf = path.join(dir, 'nginx.conf')
  await fs.writeFile(conf, mainConfig({ dir, serverFile }))
  return { dir, conf }
}

/** nginx's own flags for a configuration in `dir`: prefix, file, and errors before it is read. */
const nginxArgs = ({ dir, conf }) => ['-p', dir, '-c', conf, '-e', 'stderr']

/** `nginx -t` on the configuration: `{ ok, output }`. */
export function testConfig(config) {
  const { status, stderr } = spawnSync(NGINX, ['-t', ...nginxArgs(config)], { encoding: 'utf8' })
  return { ok: status === 0, output: stderr }
}

/** A port free on 127.0.0.1 right now (nginx cannot listen on port 0 and say which it got). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

/**
 * Starts nginx in the foreground on a free port, serving `root` and proxying to `apiUrl`.
 * Returns its `url` and `close()`, which stops nginx and removes its directory (nginx is stopped
 * anyway when this process exits). Throws if it does not start (nginx has said why).
 */
export async function startNginx({ root, apiUrl }) {
  const port = await freePort()
  const config = await writeConfig({ port, root, apiUrl })
  const check = testConfig(config)
  if (!check.ok) {
    await fs.rm(config.dir, { recursive: true, force: true })
    throw new Error(`nginx -t failed:\n${check.output}`)
  }
  const child = spawn(NGINX, [...nginxArgs(config), '-g', 'daemon off;'], { stdio: 'inherit' })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const running = () => child.exitCode === null && child.signalCode === null
  // a fast shutdown: a graceful one would wait for the serial console's open websockets
  const kill = () => running() && child.kill('SIGTERM')
  // nginx is a process of its own: it must not outlive this one, however this one ends
  process.on('exit', kill)
  const close = async () => {
    process.off('exit', kill)
    kill()
    await exited
    await fs.rm(config.dir, { recursive: true, force: true })
  }
  while (running() && !(await accepts(port))) await new Promise((r) => setTimeout(r, 50))
  if (!running()) {
    await close()
    throw new Error('nginx did not start (its errors are above)')
  }
  return { url: `http://127.0.0.1:${port}`, close }
}

/** Whether Debian's nginx is installed. */
export const hasNginx = () => existsSync(NGINX)
