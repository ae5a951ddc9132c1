let sequence = 0;

/** A valid person body; each call gets a new e-mail so the unique index is never hit by accident. */
export const personBody = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    firstName: 'Giulia',
    lastName: 'Rossi',
    email: `person${sequence}-${Date.now()}@example.com`,
    taxCode: 'RSSGLI80A01F205X',
    birthDate: '1980-01-01',
    hourlyCost: 42.5,
    level: 3,
    team: 'Delivery',
    ...overrides,
  };
};
