import { translate } from './translate';

// The grammatical gender of a record's name in the language in force: the catalogue says `female` for a feminine
// one ("Invoice_gender": "female" in Italian: "Fattura creata"); English and every unlisted name take no context.

export const genderOf = (singular: string): 'female' | undefined => (translate(singular, { context: 'gender' }) === 'female' ? 'female' : undefined);

/** The values of a text about one record: its name, and its gender as i18next's context (`…_female` keys). */
export const recordValues = (singular: string) => {
  const gender = genderOf(singular);
  return { record: translate(singular), ...(gender && { context: gender }) };
};
