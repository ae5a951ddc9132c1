import { sql } from 'drizzle-orm';
import type { ScaleContext } from '../../../../server/db/seed/scale';
import { arrayLiteral, CUSTOMERS_PER_TEAM } from '../../../../server/db/seed/scale-plan';
import { captureNew, maxId } from '../../../../server/db/seed/scale-tables';

// Scale teams' customers, a few per team, handed on as the temp table scale_customer (team, slot) that the work
// orders are made for.

const SEED = sql.raw(`'seed', 'seed'`);

// Plain ASCII without spaces or apostrophes, as scale-plan.ts's names: they go into e-mail addresses and SQL array literals.
const CUSTOMER_SECTORS = ['Logistica', 'Meccanica', 'Alimentari', 'Tessile', 'Farmaceutica', 'Edilizia', 'Arredamenti', 'Trasporti', 'Energia', 'Servizi', 'Ottica', 'Packaging'];
const CUSTOMER_PLACES = ['Adriatica', 'Padana', 'Lariana', 'Veneta', 'Ligure', 'Emiliana', 'Toscana', 'Umbra', 'Sabauda', 'Orobica', 'Brianzola', 'Friulana', 'Salentina', 'Sarda', 'Etnea', 'Partenopea', 'Romagnola', 'Marchigiana', 'Trentina', 'Lucana'];

export const seedScaleCustomers = async (context: ScaleContext) => {
  const { run, teams, firstBranch } = context;
  const before = await maxId(context, 'customers');
  await run(
    'customers',
    sql`insert into customers (name, vat_number, tax_code, sdi_code, email, address, city, postal_code, province, country, payment_terms_days, is_active, created_by, updated_by)
      select (${arrayLiteral(CUSTOMER_SECTORS)}::text[])[1 + cs % ${CUSTOMER_SECTORS.length}] || ' ' || (${arrayLiteral(CUSTOMER_PLACES)}::text[])[1 + (cs / ${CUSTOMER_SECTORS.length}) % ${CUSTOMER_PLACES.length}] || ' S.r.l.',
        '8' || lpad(cs::text, 10, '0'), '8' || lpad(cs::text, 10, '0'), upper(substr(md5(cs::text), 1, 7)), 'info@cliente' || cs || '.example',
        'Via dell''Industria ' || (1 + cs % 80), 'Milano', '20100', 'MI', 'IT', 60, true, ${SEED}
      from (select ${firstBranch * CUSTOMERS_PER_TEAM}::int + g - 1 as cs, g from generate_series(1, ${teams * CUSTOMERS_PER_TEAM}::int) as g) as c
      order by g`,
  );
  await captureNew(context, 'scale_customer', 'customers', before, `name, k / ${CUSTOMERS_PER_TEAM} as team, k % ${CUSTOMERS_PER_TEAM} as slot`);
};
