// `node apps/api/dist/cli.js apikey create|list|revoke`: API keys of the integration API from the
// command line, on the database of the configuration (DATABASE_URL or the PGlite in DATA_DIR).
import type { Database } from '../db/client';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';

export const CLI_USAGE = [
  'Uso:',
  '  cli apikey create <nome>     cria uma chave de API para o ERP (a chave é mostrada uma única vez)',
  '  cli apikey list              lista as chaves (prefixo, nome, criação, último uso, revogação)',
  '  cli apikey revoke <prefixo>  revoga uma chave',
].join('\n');

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** Runs one command; returns the process exit code (0 ok, 1 failure, 2 usage). */
export async function runApiKeyCli(
  args: string[],
  database: Database,
  io: CliIo,
  now: () => Date = () => new Date(),
): Promise<number> {
  const [group, cmd, ...rest] = args;
  if (group !== 'apikey' || !cmd) {
    io.err(CLI_USAGE);
    return 2;
  }
  if (cmd === 'create') {
    const nome = rest.join(' ').trim();
    if (!nome || nome.length > 80) {
      io.err('Informe o nome da chave (até 80 caracteres), ex.: cli apikey create ERP');
      return 2;
    }
    const key = await createApiKey(database.db, nome, now());
    io.out(
      `Chave criada para "${key.nome}" (prefixo ${key.prefixo}). Guarde-a agora: ela não será mostrada de novo.`,
    );
    io.out(key.chave);
    return 0;
  }
  if (cmd === 'list') {
    const keys = await listApiKeys(database.db);
    if (keys.length === 0) io.out('Nenhuma chave de API.');
    for (const k of keys) {
      const state = k.revokedAt ? `revogada em ${k.revokedAt}` : 'ativa';
      io.out(
        `${k.prefixo}  ${k.nome}  criada em ${k.createdDate}  último uso ${k.lastUsedAt ?? 'nunca'}  ${state}`,
      );
    }
    return 0;
  }
  if (cmd === 'revoke') {
    const prefixo = rest[0]?.trim();
    if (!prefixo) {
      io.err('Informe o prefixo da chave, ex.: cli apikey revoke 1a2b3c4d5e');
      return 2;
    }
    if (!(await revokeApiKey(database.db, prefixo, now()))) {
      io.err(`Chave com prefixo ${prefixo} não encontrada.`);
      return 1;
    }
    io.out(`Chave ${prefixo} revogada.`);
    return 0;
  }
  io.err(CLI_USAGE);
  return 2;
}
