/** Stops the DynamoDB Local that integration-setup started. */
export default async function teardown() {
  await (globalThis as { integrationDynamo?: { stop: () => Promise<void> } }).integrationDynamo?.stop();
}
