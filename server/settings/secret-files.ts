import fs from 'node:fs';
import { ENV_NAMES, metaOf, type EnvName } from './settings';

// The environment's texts, trimmed, an empty one read as unset; a secret may instead come from the file its
// NAME_FILE variable names (Docker and Kubernetes secrets), its contents trimmed of the final newline.

export type EnvTexts = Partial<Record<EnvName, string>>;

export const fileVariableOf = (name: EnvName) => `${name}_FILE`;

export const envTextsOf = (env: NodeJS.ProcessEnv): { texts: EnvTexts; problems: string[] } => {
  const texts: EnvTexts = {};
  const problems: string[] = [];
  for (const name of ENV_NAMES) {
    const text = env[name]?.trim() || undefined;
    const file = metaOf(name).isSecret ? env[fileVariableOf(name)]?.trim() || undefined : undefined;
    if (file === undefined) {
      texts[name] = text;
      continue;
    }
    if (text !== undefined) {
      problems.push(`${name} and ${fileVariableOf(name)} are both set: give the secret one way only`);
      continue;
    }
    try {
      const contents = fs.readFileSync(file, 'utf8').trim();
      if (contents) texts[name] = contents;
      else problems.push(`${fileVariableOf(name)}: the file ${file} is empty`);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      problems.push(`${fileVariableOf(name)}: cannot read the file ${file} (${code})`);
    }
  }
  return { texts, problems };
};
