import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type LocalTsa = {
  url: string;
  /** The TSA's certificate (PEM file), to verify its tokens with `openssl ts -verify`. */
  certificateFile: string;
  dir: string;
  requests: () => number;
  close: () => Promise<void>;
};

/**
 * A real RFC 3161 timestamping authority for the tests: Debian's `openssl ts -reply` behind a
 * small HTTP server on a random local port, with its own certificate (extendedKeyUsage
 * critical timeStamping). Each query is answered by one openssl run.
 */
export async function startLocalTsa(): Promise<LocalTsa> {
  const dir = mkdtempSync(path.join(tmpdir(), 'paraphe-tsa-'));
  const file = (name: string) => path.join(dir, name);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '2',
      '-keyout',
      file('tsa.key'),
      '-out',
      file('tsa.crt'),
      '-subj',
      '/CN=Paraphe TSA de test/O=Paraphe/C=FR',
      '-addext',
      'basicConstraints=critical,CA:false',
      '-addext',
      'keyUsage=critical,digitalSignature,nonRepudiation',
      '-addext',
      'extendedKeyUsage=critical,timeStamping',
    ],
    { stdio: 'ignore' },
  );
  writeFileSync(file('serial'), '01\n');
  writeFileSync(
    file('tsa.cnf'),
    `[ tsa ]
default_tsa = tsa_config
[ tsa_config ]
dir = ${dir}
serial = $dir/serial
crypto_device = builtin
signer_cert = $dir/tsa.crt
certs = $dir/tsa.crt
signer_key = $dir/tsa.key
signer_digest = sha256
default_policy = 1.3.6.1.4.1.99999.1
digests = sha256
accuracy = secs:1
ordering = yes
tsa_name = yes
ess_cert_id_chain = no
ess_cert_id_alg = sha256
`,
  );
  let count = 0;
  // One openssl run at a time: they share the serial file.
  let queue: Promise<unknown> = Promise.resolve();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      queue = queue.then(async () => {
        count += 1;
        const query = file(`q${count}.tsq`);
        const reply = file(`r${count}.tsr`);
        writeFileSync(query, Buffer.concat(chunks));
        try {
          await run('openssl', ['ts', '-reply', '-config', file('tsa.cnf'), '-queryfile', query, '-out', reply]);
          response.writeHead(200, { 'Content-Type': 'application/timestamp-reply' }).end(readFileSync(reply));
        } catch {
          response.writeHead(500).end();
        }
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    certificateFile: file('tsa.crt'),
    dir,
    requests: () => count,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
