import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { buildLayer, bundleDir, bundleRoute } from '#infra/scripts/build-functions.ts';
import { lambdaSandbox, type LambdaSandbox } from '#infra/scripts/lambda-sandbox.ts';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { ROUTES, functionName } from '../routes.ts';
import { renderPdf, renderingTrouble } from '../test/pdf-render.ts';
import { pdfContent } from '../test/pdf-text.ts';
import { apiEvent } from '../test/events.ts';
import { mailsTo } from '../test/stored.ts';

const taxReport = ROUTES.find((route) => route.method === 'POST' && route.path === '/api/tax-report')!;
const calculation = calculateTax({ profit: 250_000, method: 'dividend' });

/**
 * Calls the built handler in a fresh Node process, as Lambda would: the sandboxed index.mjs imports pdf-lib, fontkit
 * and the SDK clients from the layer beside it, and reaches DynamoDB Local and the local mailbox through this run's
 * AWS_ENDPOINT_URL_* variables.
 */
async function invokeBuilt(sandbox: LambdaSandbox, name: string, email: string): Promise<APIGatewayProxyStructuredResultV2> {
  const event = apiEvent({
    method: 'POST',
    path: '/api/tax-report',
    body: { calculation, timestamp: new Date().toISOString(), personalDetails: { name, email } },
    // A day and a source address of their own, so no other test's quota counts meet these requests.
    timeEpoch: Date.UTC(2041, 0, 1) + Math.floor(Math.random() * 3650) * 86_400_000,
  });
  event.requestContext.http.sourceIp = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const script = `const { handler } = await import(${JSON.stringify(pathToFileURL(sandbox.bundle(functionName(taxReport))).href)});
    const context = { awsRequestId: 'built-bundle', functionName: 'TaxReportCreate', getRemainingTimeInMillis: () => 10000 };
    const response = await handler(JSON.parse(process.env.EVENT), context);
    // The SDK's keep-alive sockets would hold the process open; Lambda freezes it instead.
    process.stdout.write(JSON.stringify(response), () => process.exit(0));`;
  // Asynchronously: the local mailbox may be served from this very process.
  const { stdout } = await promisify(execFile)(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', script], {
    env: { ...process.env, EVENT: JSON.stringify(event) },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return JSON.parse(stdout) as APIGatewayProxyStructuredResultV2;
}

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.co.uk`;

describe('the built tax report function, on the layer, against DynamoDB Local and the local mailbox', () => {
  let built: string;
  let sandbox: LambdaSandbox;

  beforeAll(async () => {
    // Prepare: the layer and this one function built as `npm run build:functions` builds them, laid out as on Lambda.
    built = mkdtempSync(join(tmpdir(), 'built-tax-report-'));
    await bundleRoute(taxReport, join(built, 'functions'));
    await buildLayer(join(built, 'layer'), join(built, 'functions'));
    sandbox = lambdaSandbox([bundleDir(taxReport, join(built, 'functions'))], join(built, 'layer'));
  });

  afterAll(() => {
    sandbox?.remove();
    rmSync(built, { recursive: true, force: true });
  });

  it.each([
    ['a name with Ł and Ş', 'Łucja Şahin', 'NotoSans-Bold', (line: string) => line],
    ['an Arabic name', 'محمد العلي', 'NotoSansArabic-Regular', (line: string) => [...line].reverse().join('')],
    ['a Chinese name', '王小明', 'NotoSansSC-Regular', (line: string) => line],
  ])('answers 201 and e-mails a readable PDF naming %s in its Noto font', async (_, name, font, shownName) => {
    // Prepare
    const email = uniqueEmail('built');

    // Act
    const response = await invokeBuilt(sandbox, name, email);

    // Assess: the PDF reads back with the name as written (Arabic drawn right to left) in the embedded font.
    expect(response.statusCode).toBe(201);
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    const pdf = Buffer.from(mail!.attachments[0]!.content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { lines, fonts } = await pdfContent(pdf);
    const preparedFor = lines.indexOf('Prepared for');
    expect(preparedFor).toBeGreaterThan(0);
    expect(shownName(lines[preparedFor + 1]!)).toBe(name);
    expect(fonts.some((embedded) => embedded.includes(font))).toBe(true);
    // The layer's fontkit subsets fonts a reader can draw: ink under every glyph, no renderer warns.
    const rendered = await renderPdf(pdf);
    expect(rendered.renderings.flatMap(renderingTrouble)).toEqual([]);
    expect(rendered.glyphs.length).toBeGreaterThan(2000);
  });
});
