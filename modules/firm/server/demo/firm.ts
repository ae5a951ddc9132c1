import { addressPartsOf } from '../first-values';
import { insertRows, type SeedContext } from '../../../../server/db/seed/context';

// The demo firm's own record, complete and set up, so a demo start never shows the setup wizard: its identity from
// the COMPANY_* settings (their defaults are the demo firm's), the rest fixed. Its closing days lie two years ahead,
// clear of the months the demo's timesheets and requests fill. No random draw: the rest of the seed stays as it was.

export const seedFirm = async (context: SeedContext) => {
  const { company } = context.config;
  await insertRows(context, 'firm', [
    {
      name: company.name,
      vatNumber: company.vatNumber.replace(/\s/g, '').toUpperCase(),
      taxCode: company.vatNumber.replace(/\s/g, '').replace(/^IT/i, ''),
      ...addressPartsOf(company.address),
      country: 'IT',
      email: company.email,
      website: company.url,
      pec: 'rossibianchi@pec.example',
      sdiCode: 'M5UXCR1',
      iban: 'IT60X0542811101000000123456',
      language: company.language === 'en' ? 'English' : 'Italian',
      status: 'Ready',
    },
  ]);
  const year = Number(context.today.slice(0, 4)) + 2;
  await insertRows(context, 'firmClosingDays', [
    { day: `${year}-08-14`, name: 'Ponte di Ferragosto' },
    { day: `${year}-12-07`, name: "Sant'Ambrogio" },
  ]);
};
