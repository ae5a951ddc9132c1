import { AUTH_MODES, ENV_NAMES, metaOf, type EnvName } from './settings';
import { fileVariableOf } from './secret-files';

// .env.example and docs/operators/configuration.md, both written from the schema (scripts/config-reference.ts);
// tests/unit/config-reference.test.ts keeps the committed files equal to what this writes.

const sections = () => {
  const bySection = new Map<string, EnvName[]>();
  for (const name of ENV_NAMES) bySection.set(metaOf(name).section, [...(bySection.get(metaOf(name).section) ?? []), name]);
  return [...bySection];
};

const modesOf = (name: EnvName) => metaOf(name).modes ?? AUTH_MODES;

const defaultOf = (name: EnvName) => {
  const meta = metaOf(name);
  if (meta.default !== undefined) return `\`${meta.default}\``;
  return meta.defaultText ?? 'unset';
};

/** Markdown without its code marks, for a comment in .env.example. */
const plain = (text: string) => text.replaceAll('`', '');

const wrapped = (text: string, width = 110) => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
};

export const envExample = () => {
  const out = [
    '# The portal\'s settings, one per environment variable: copy to .env (or set them in your service manager)',
    '# and uncomment what you change. Written by `npm run config:example` from server/settings/settings.ts;',
    '# docs/operators/configuration.md explains each.',
  ];
  for (const [section, names] of sections()) {
    out.push('', `# --- ${section}`);
    for (const name of names) {
      const meta = metaOf(name);
      out.push('');
      for (const line of wrapped(plain(meta.description))) out.push(`# ${line}`);
      const facts = [`Default: ${plain(defaultOf(name))}.`];
      if (meta.modes) facts.push(`Read in AUTH_MODE ${meta.modes.join(', ')}.`);
      if (meta.requiredIn) facts.push(`Required in AUTH_MODE ${meta.requiredIn.join(', ')}.`);
      if (meta.isSecret) facts.push(`Secret: or give ${fileVariableOf(name)}, a file holding it.`);
      for (const line of wrapped(facts.join(' '))) out.push(`# ${line}`);
      out.push(`# ${name}=${meta.example ?? meta.default ?? ''}`);
    }
  }
  return `${out.join('\n')}\n`;
};

export const configurationDoc = () => {
  const out = [
    '# Configuration',
    '',
    '<!-- Written by `npm run config:example` from server/settings/settings.ts: edit the schema, not this page. -->',
    '',
    'The portal reads its settings from environment variables, each declared once with its type, default and the',
    '`AUTH_MODE`s that read it. A start with a wrong setting is refused, listing every problem at once, each naming',
    'its variable and the value it was given (a secret is never printed). [`.env.example`](../../.env.example) lists',
    'them all, commented out at their defaults.',
    '',
    'Secrets (marked below) can instead be read from a file: set `NAME_FILE` to its path (a Docker or Kubernetes',
    "secret); the file's contents, without the final newline, are the value. Setting both `NAME` and `NAME_FILE` is",
    'refused.',
    '',
    'A wrong `DATABASE_URL` is named as such at the start, with the reason in words (nothing listening, an unknown',
    'host, a refused password, a missing database).',
  ];
  for (const [section, names] of sections()) {
    out.push('', `## ${section}`, '', '| Variable | Default | Modes | What it is |', '| --- | --- | --- | --- |');
    for (const name of names) {
      const meta = metaOf(name);
      const modes = modesOf(name).map((mode) => (meta.requiredIn?.includes(mode) ? `**${mode}** (required)` : mode)).join(', ');
      const secret = meta.isSecret ? ` Secret: also \`${fileVariableOf(name)}\`.` : '';
      const example = meta.example ? ` Example: \`${meta.example}\`.` : '';
      out.push(`| \`${name}\` | ${defaultOf(name)} | ${modes} | ${meta.description.replaceAll('|', '\\|')}${secret}${example} |`);
    }
  }
  return `${out.join('\n')}\n`;
};
