// The shape of one scale team (a branch office the size of the demo firm): who sits at which
// position, what they earn, and the people's names the set-based inserts draw from. Position 4 leads the
// team's projects; positions 5 and up deliver; 0–3 run the office and book on internal work.

export const TEAM_SIZE = 26;
export const WORK_ORDERS_PER_TEAM = 5;
export const CUSTOMERS_PER_TEAM = 4;
export const TASKS_PER_PROJECT = 12;
/** The first delivery position; below it people book their day on the internal work order. */
export const FIRST_DELIVERY_POSITION = 4;
/** One working day in this many is an approved day of leave. */
export const LEAVE_EVERY = 40;

export const POSITIONS: { jobTitle: string; costCentre: string; salary: number }[] = [
  { jobTitle: 'Branch manager', costCentre: 'Management', salary: 72000 },
  { jobTitle: 'Account manager', costCentre: 'Sales', salary: 42000 },
  { jobTitle: 'Office assistant', costCentre: 'Administration', salary: 27000 },
  { jobTitle: 'Accountant', costCentre: 'Administration', salary: 33000 },
  { jobTitle: 'Project manager', costCentre: 'Delivery', salary: 48000 },
  ...Array.from({ length: TEAM_SIZE - 5 }, (_, index) => {
    const titles = ['Software developer', 'Senior software engineer', 'QA engineer', 'Full-stack developer', 'Data engineer', 'UX/UI designer', 'DevOps engineer'];
    return { jobTitle: titles[index % titles.length], costCentre: 'Delivery', salary: 29000 + ((index * 2300) % 19000) };
  }),
];

// Plain ASCII without spaces or apostrophes: they go into e-mail addresses and SQL array literals.
export const FIRST_NAMES = [
  'Luca', 'Giulia', 'Marco', 'Francesca', 'Andrea', 'Chiara', 'Matteo', 'Sara', 'Alessandro', 'Valentina',
  'Lorenzo', 'Martina', 'Davide', 'Elisa', 'Simone', 'Federica', 'Riccardo', 'Silvia', 'Fabio', 'Alice',
  'Stefano', 'Paola', 'Giorgio', 'Elena', 'Nicola', 'Irene', 'Paolo', 'Laura', 'Tommaso', 'Beatrice',
  'Emanuele', 'Giorgia', 'Filippo', 'Roberta', 'Daniele', 'Serena', 'Michele', 'Anna', 'Pietro', 'Camilla',
];
export const LAST_NAMES = [
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco',
  'Bruno', 'Gallo', 'Conti', 'Costa', 'Giordano', 'Mancini', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri',
  'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone', 'Longo',
  'Gentile', 'Martinelli', 'Vitale', 'Lombardo', 'Serra', 'Coppola', 'Villa', 'Cattaneo', 'Sala', 'Fumagalli',
];

/** A Postgres array literal for one bind parameter (cast it to text[] or numeric[] in the query). */
export const arrayLiteral = (items: readonly (string | number)[]) =>
  `{${items.map((item) => (typeof item === 'number' ? String(item) : `"${item.replace(/["\\]/g, (char) => `\\${char}`)}"`)).join(',')}}`;
