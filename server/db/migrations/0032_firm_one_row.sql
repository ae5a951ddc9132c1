-- Hand-written (no declaration carries it; modules/firm/firm.resource.ts points here). There is one firm: a unique
-- index on a constant lets the firm table hold one row at most, so two first administrators finishing the setup at
-- once, or a start and a setup racing, cannot leave two identities behind (the second create gets a 409).
CREATE UNIQUE INDEX "firm_one_row" ON "firm" USING btree ((true));
