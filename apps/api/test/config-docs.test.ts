// Every variable the API reads is in README.md's "Configuração" table and in .env.example, and
// neither lists one the API does not read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../src/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (f: string) => readFileSync(path.join(root, f), 'utf8');

describe('the configuration is documented', () => {
  it("README.md's table names every variable, and only those", () => {
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf('## Configuração'));
    const table = section.slice(0, section.indexOf('\n## ', 5));
    const names = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((m) => m[1]);
    expect(names.toSorted()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('.env.example names every variable once, commented out', () => {
    const names = [...read('.env.example').matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(names.toSorted()).toEqual([...CONFIG_VARIABLES].sort());
    expect(read('.env.example')).not.toMatch(/^[A-Z][A-Z0-9_]*=/m);
  });
});
