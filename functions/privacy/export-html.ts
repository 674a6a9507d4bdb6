/**
 * The readable summary of a person's data (access and portability, issue 23): one self-contained HTML page made from
 * the JSON file's document (export-document.ts), for staff to send to the person. No script and no external asset
 * (its styles are inline), every stored value escaped, so a name such as `<script>` reads as text. Sections: who it
 * is about, when it was made and whom to contact; the consents; the services the data was sent to; the staff notes;
 * the status history; every record type with its explanation and each item's fields; the records that cannot name
 * the person.
 */
import { AUDIT_ACTION_LABELS } from '#shared/admin/admin-copy.ts';
import type { ExportedRecordType, PersonalDataExport } from '#shared/admin/privacy-export-contract.ts';
import { EXPORT_SUMMARY as TEXT } from '#shared/admin/privacy-export-messages.ts';

type Item = Record<string, unknown>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

const isPlainObject = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTime = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value);

/** A time as people read it: 2026-11-20 10:00 UTC. */
const when = (value: unknown) => (typeof value === 'string' && isTime(value) ? `${value.slice(0, 10)} ${value.slice(11, 16)} UTC` : text(value));

/** A stored value as text: words as they are, times readable, anything else as JSON. */
function text(value: unknown): string {
  if (value === undefined || value === null || value === '') return TEXT.empty;
  if (typeof value === 'string') return isTime(value) ? when(value) : value;
  if (typeof value === 'boolean') return value ? TEXT.yes : TEXT.no;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value, null, 2);
}

/** A value in a cell: escaped, structured values kept in their lines. */
function cell(value: unknown): string {
  const shown = escapeHtml(text(value));
  return typeof value === 'object' && value !== null ? `<pre>${shown}</pre>` : shown;
}

function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const head = headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((value) => `<td>${value}</td>`).join('')}</tr>`).join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

const paragraph = (value: string) => `<p>${escapeHtml(value)}</p>`;

/** One item's fields: a nested field explained part by part (attribution.utmSource) is shown part by part. */
function itemTable(group: ExportedRecordType, item: Item): string {
  const rows: string[][] = [];
  for (const [name, value] of Object.entries(item)) {
    const parts = isPlainObject(value) ? Object.keys(value).filter((child) => `${name}.${child}` in group.fields) : [];
    if (parts.length && isPlainObject(value)) {
      for (const [child, childValue] of Object.entries(value)) {
        const field = `${name}.${child}`;
        rows.push([escapeHtml(field), escapeHtml(group.fields[field] ?? ''), cell(childValue)]);
      }
    } else rows.push([escapeHtml(name), escapeHtml(group.fields[name] ?? ''), cell(value)]);
  }
  return table([TEXT.field, TEXT.meaning, TEXT.value], rows);
}

function recordsSection(document: PersonalDataExport): string {
  const groups = Object.entries(document.records).map(([type, group]) => {
    const items = group.items.length ? group.items.map((item) => itemTable(group, item)).join('\n') : paragraph(TEXT.noItems);
    return `<section id="records-${escapeHtml(type)}"><h3>${escapeHtml(group.label)} (${escapeHtml(TEXT.count(group.items.length))})</h3>${paragraph(group.about)}\n${items}</section>`;
  });
  return `<section><h2>${escapeHtml(TEXT.recordsTitle)}</h2>\n${groups.join('\n')}</section>`;
}

function consentsSection(document: PersonalDataExport): string {
  const columns = TEXT.consentColumns;
  const body = document.consents.length
    ? table(
        [columns.text, columns.version, columns.given, columns.at],
        document.consents.map((consent) => [escapeHtml(consent.text ?? TEXT.consentUnknownText(consent.id)), escapeHtml(String(consent.version)), escapeHtml(consent.given ? TEXT.yes : TEXT.no), escapeHtml(when(consent.at))]),
      )
    : paragraph(TEXT.noConsents);
  return `<section><h2>${escapeHtml(TEXT.consentsTitle)}</h2>\n${body}</section>`;
}

function providersSection(document: PersonalDataExport): string {
  const columns = TEXT.providerColumns;
  const body = document.providers.length
    ? table(
        [columns.provider, columns.integration, columns.state, columns.sent, columns.operation],
        document.providers.map((copy) => [copy.providerName, copy.integrationName, copy.state, copy.syncedAt ? when(copy.syncedAt) : TEXT.notYet, copy.operation ?? TEXT.empty].map(escapeHtml)),
      )
    : paragraph(TEXT.noProviders);
  return `<section><h2>${escapeHtml(TEXT.providersTitle)}</h2>\n${body}</section>`;
}

function notesSection(document: PersonalDataExport): string {
  const notes = document.records.leadNote?.items ?? [];
  const body = notes.length
    ? `<ul>${notes.map((note) => `<li><strong>${escapeHtml(when(note.createdAt))}, ${escapeHtml(text(note.author))}:</strong> ${escapeHtml(text(note.text))}</li>`).join('\n')}</ul>`
    : paragraph(TEXT.noNotes);
  return `<section><h2>${escapeHtml(TEXT.notesTitle)}</h2>\n${body}</section>`;
}

function historySection(document: PersonalDataExport): string {
  const entries = [...(document.records.leadAudit?.items ?? [])].sort((a, b) => String(a.at).localeCompare(String(b.at)));
  const columns = TEXT.historyColumns;
  const body = entries.length
    ? table(
        [columns.at, columns.action, columns.by, columns.before, columns.after],
        entries.map((entry) => [escapeHtml(when(entry.at)), escapeHtml(AUDIT_ACTION_LABELS[String(entry.action)] ?? text(entry.action)), escapeHtml(text(entry.actor)), cell(entry.before), cell(entry.after)]),
      )
    : paragraph(TEXT.noHistory);
  return `<section><h2>${escapeHtml(TEXT.historyTitle)}</h2>\n${body}</section>`;
}

function notSearchableSection(document: PersonalDataExport): string {
  const items = document.notSearchable.map((group) => `<li><strong>${escapeHtml(group.label)}:</strong> ${escapeHtml(group.about)} ${escapeHtml(group.reason)}</li>`);
  return `<section><h2>${escapeHtml(TEXT.notSearchableTitle)}</h2>${paragraph(document.explanation.notSearchable)}<ul>${items.join('\n')}</ul></section>`;
}

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a202c;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem;border-bottom:1px solid #cbd5e0}h3{font-size:1.05rem;margin-top:1.5rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;font-size:.9rem}th,td{border:1px solid #cbd5e0;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#edf2f7}pre{margin:0;white-space:pre-wrap;word-break:break-word;font-size:.8rem}dt{font-weight:600}dd{margin:0 0 .5rem}`;

/** The summary page of the document: self-contained, no script, every value escaped. */
export function personalDataSummary(document: PersonalDataExport): string {
  const subject = document.subject.email ?? document.subject.phones?.join(', ') ?? '';
  const meta = `<dl><dt>${escapeHtml(TEXT.subject)}</dt><dd>${escapeHtml(subject)}</dd><dt>${escapeHtml(TEXT.generatedAt)}</dt><dd>${escapeHtml(when(document.generatedAt))}</dd><dt>${escapeHtml(TEXT.contact)}</dt><dd>${escapeHtml(document.contact)}</dd></dl>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(TEXT.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(TEXT.title)}</h1>
${paragraph(TEXT.intro)}
${meta}
${consentsSection(document)}
${providersSection(document)}
${notesSection(document)}
${historySection(document)}
${recordsSection(document)}
${notSearchableSection(document)}
</main>
</body>
</html>
`;
}
