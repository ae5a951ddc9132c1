// A valid value for any declared field, read from its declaration alone, so a new module's fields need no entry in a
// shared test helper: the field's `example` when it gives one; otherwise a value made from its type, pattern, length
// and range; days counted from the firm's today (a test run may fix it, docs/developers/testing.md), so a rule
// such as "no booking in the past" holds for the samples too.
import RandExp from 'randexp';
import { firmToday } from '../../resources/firm-calendar';
import type { Field } from '../../resources/vocabulary';

// The same key and sequence give the same value in every run (mulberry32 seeded by a hash of both).
const seededRandom = (seed: string) => {
  let state = [...seed].reduce((hash, character) => Math.imul(hash ^ character.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
};

/** A text matching `pattern` (the whole value, as the server checks it) within `maxLength`. */
export const textOfPattern = (pattern: string, seed: string, maxLength = 200) => {
  const generator = new RandExp(pattern);
  const random = seededRandom(seed);
  generator.randInt = (from, to) => from + Math.floor(random() * (to - from + 1));
  generator.max = 8; // repetitions of an open `+` or `*`
  const whole = new RegExp(`^(?:${pattern})$`);
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = generator.gen();
    if (value.length >= 1 && value.length <= maxLength && whole.test(value)) return value;
  }
  throw new Error(`sample-values: no text of at most ${maxLength} characters matching ${pattern}`);
};

/** A value of the field's type within its limits; `sequence` makes texts, e-mails and numbers differ. */
export const sampleValue = (key: string, field: Field, sequence: number): unknown => {
  switch (field.type) {
    case 'text': {
      if (typeof field.example === 'function') return field.example(sequence);
      if (field.example !== undefined && !field.isUnique) return field.example;
      if (field.pattern) return textOfPattern(field.pattern, `${key}:${sequence}`, field.maxLength);
      return `${key} ${sequence}`.slice(0, field.maxLength ?? 200);
    }
    case 'longText':
      return `Sample ${key} ${sequence}`.slice(0, field.maxLength ?? 2000);
    case 'email':
      return `sample-${sequence}@example.com`;
    case 'integer': {
      const low = field.min ?? 1;
      const high = field.max ?? low + 10_000;
      return low + (sequence % (high - low + 1));
    }
    case 'decimal':
      return Math.min((field.min ?? 0) + 1, field.max ?? Number.POSITIVE_INFINITY);
    case 'boolean':
      return true;
    case 'date':
      return firmToday();
    case 'datetime':
      return `${firmToday()}T09:30:00.000Z`;
    case 'enum':
      return field.values[0];
    case 'reference':
      throw new Error(`sample-values: ${key} is a reference; its value is a parent row's id`);
  }
};
