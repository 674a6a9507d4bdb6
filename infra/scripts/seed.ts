/**
 * `npm run seed -- <table name>`: writes the seed data (hero texts, example testimonials, phone numbers) into a
 * deployed table, with the AWS credentials of the shell. Items that exist are left alone, so it is safe to run again
 * and never overwrites what staff edited. The local stack seeds its own table on every start.
 */
const tableName = process.argv[2] ?? process.env.TABLE_NAME;
if (!tableName) {
  console.error('Usage: npm run seed -- <table name>   (the DubaiSetupData output TableName)');
  process.exit(1);
}
process.env.TABLE_NAME = tableName;
const { seedTable } = await import('#functions/data/seed.ts');
const written = await seedTable();
console.log(`Seeded ${tableName}: ${written} item(s) written, the rest already there.`);
export {};
