/** Stops the local services that integration-setup started. */
export default async function teardown() {
  const services = (globalThis as { integrationServices?: { stop: () => Promise<void> }[] }).integrationServices ?? [];
  await Promise.all(services.map((service) => service.stop()));
}
