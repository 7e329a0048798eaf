import { darkPalette, lightPalette, type Palette } from '@progression/ui/palettes';
import { typography } from '@progression/ui/tokens';
import {
  escapeHtml,
  propertyRows,
  proseHtml,
  schemaAnchor,
  schemaLink,
  typeHtml,
  type Json,
  type PropertyRow,
} from './schema-text';

/** Where the page's one script (the theme choice) is served. */
export const themeScriptPath = '/api-docs/theme.js';
/** Where the document itself is served. */
export const documentPath = '/rest/api/openapi.json';

const statusWords: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  429: 'Too many requests',
  502: 'Bad gateway',
  503: 'Service unavailable',
};

const methods = ['get', 'post', 'put', 'delete'] as const;

interface Operation {
  method: string;
  path: string;
  operation: Json;
}

const operationAnchor = (operation: Json) => `op-${String(operation.operationId)}`;
const areaAnchor = (name: string) => `area-${name.toLowerCase().replace(/\W+/g, '-')}`;

function operationsByArea(document: Json): Map<string, Operation[]> {
  const byArea = new Map<string, Operation[]>((document.tags as Json[]).map((tag) => [String(tag.name), []]));
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>))
    for (const method of methods) {
      const operation = item[method] as Json | undefined;
      if (operation) byArea.get((operation.tags as string[])[0]!)?.push({ method, path, operation });
    }
  return byArea;
}

const methodBadge = (method: string) =>
  `<span class="method method-${method}">${method.toUpperCase()}</span>`;

function propertyTable(rows: PropertyRow[], caption: string): string {
  if (rows.length === 0) return '';
  const body = rows
    .map(
      (row) => `<tr>
  <th scope="row"><code>${escapeHtml(row.name)}</code>${row.required ? ' <span class="required">required</span>' : ''}</th>
  <td class="type">${row.type}</td>
  <td>${[row.description && proseHtml(row.description), ...row.notes.map(escapeHtml)].filter(Boolean).join('; ')}</td>
</tr>`,
    )
    .join('\n');
  return `<table class="props">
<caption class="visually-hidden">${escapeHtml(caption)}</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Notes</th></tr></thead>
<tbody>
${body}
</tbody>
</table>`;
}

/** A body or reply: its media type, its schema's name and, for a named object, its fields. */
function contentHtml(content: Json | undefined, schemas: Record<string, Json>, caption: string): string {
  if (!content) return '';
  return Object.entries(content)
    .map(([type, media]) => {
      const schema = (media as Json).schema as Json | undefined;
      const ref =
        typeof schema?.$ref === 'string' ? schema.$ref.slice(schema.$ref.lastIndexOf('/') + 1) : undefined;
      const shape = ref ? schemas[ref] : schema;
      const rows = propertyRows(shape);
      const what = ref
        ? schemaLink(ref)
        : schema
          ? typeHtml(schema)
          : type.startsWith('image/')
            ? 'the image’s bytes'
            : 'any';
      const summary = rows.length === 0 && shape && ref ? `: ${typeHtml(shape)}` : '';
      return `<p class="media"><code>${escapeHtml(type)}</code> ${what}${summary}</p>
${propertyTable(rows, caption)}`;
    })
    .join('\n');
}

function parametersHtml(operation: Json): string {
  const parameters = (operation.parameters ?? []) as Json[];
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (parameter) => `<tr>
  <th scope="row"><code>${escapeHtml(String(parameter.name))}</code>${parameter.required ? ' <span class="required">required</span>' : ''}</th>
  <td data-label="In">${escapeHtml(String(parameter.in))}</td>
  <td class="type">${typeHtml(parameter.schema as Json)}</td>
</tr>`,
    )
    .join('\n');
  return `<h4>Parameters</h4>
<table class="props params">
<caption class="visually-hidden">Parameters of ${escapeHtml(String(operation.operationId))}</caption>
<thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

function operationHtml({ method, path, operation }: Operation, document: Json): string {
  const components = document.components as Json;
  const schemas = components.schemas as Record<string, Json>;
  const responses = components.responses as Record<string, Json>;
  const id = String(operation.operationId);
  const needsToken = (operation.security as unknown[]).length > 0;
  const entries = Object.entries(operation.responses as Record<string, Json>);
  const success = entries.filter(([status]) => Number(status) < 400);
  const refusals = entries.filter(([status]) => Number(status) >= 400);
  const requestBody = operation.requestBody as Json | undefined;
  return `<article class="operation" aria-labelledby="${operationAnchor(operation)}">
<h3 id="${operationAnchor(operation)}">${methodBadge(method)} <code class="path">${escapeHtml(path)}</code></h3>
<p class="summary">${proseHtml(String(operation.summary))}</p>
${operation.description ? `<p>${proseHtml(String(operation.description))}</p>` : ''}
<p class="facts"><span class="${needsToken ? 'token' : 'open'}">${needsToken ? 'Needs a token' : 'No token needed'}</span> <span class="operation-id">operationId <code>${escapeHtml(id)}</code></span></p>
${parametersHtml(operation)}
${requestBody ? `<h4>Body</h4>\n${contentHtml(requestBody.content as Json, schemas, `Body of ${id}`)}` : ''}
<h4>Replies</h4>
${success
  .map(
    ([status, response]) => `<p class="status"><strong>${status} ${statusWords[status] ?? ''}</strong></p>
${response.content ? contentHtml(response.content as Json, schemas, `Reply ${status} of ${id}`) : '<p class="media">No body.</p>'}`,
  )
  .join('\n')}
<p class="refusals-intro">Refusals, each answered with ${schemaLink('Error')} <code>{message, field?}</code>:</p>
<ul class="refusals">
${refusals
  .map(([status, response]) => {
    const name = String(response.$ref).slice(String(response.$ref).lastIndexOf('/') + 1);
    return `<li><strong>${status} ${statusWords[status] ?? ''}</strong>: ${proseHtml(String(responses[name]?.description ?? ''))}</li>`;
  })
  .join('\n')}
</ul>
</article>`;
}

function schemaHtml(name: string, schema: Json): string {
  const rows = propertyRows(schema);
  return `<section class="schema" id="${schemaAnchor(name)}" aria-labelledby="${schemaAnchor(name)}-title">
<h3 id="${schemaAnchor(name)}-title"><code>${escapeHtml(name)}</code></h3>
${schema.description ? `<p>${proseHtml(String(schema.description))}</p>` : ''}
${rows.length > 0 ? propertyTable(rows, `Fields of ${name}`) : `<p class="media">${typeHtml(schema)}</p>`}
</section>`;
}

const cssVariables = (palette: Palette) => `
  --background: ${palette.background};
  --surface: ${palette.surface};
  --sunken: ${palette.surfaceSunken};
  --text: ${palette.text.primary};
  --text-secondary: ${palette.text.secondary};
  --link: ${palette.text.link};
  --border: ${palette.border.subtle};
  --border-strong: ${palette.border.strong};
  --focus: ${palette.focusRing};
  --get: ${palette.info.soft}; --on-get: ${palette.info.onSoft};
  --post: ${palette.success.soft}; --on-post: ${palette.success.onSoft};
  --put: ${palette.warning.soft}; --on-put: ${palette.warning.onSoft};
  --delete: ${palette.error.soft}; --on-delete: ${palette.error.onSoft};
  --token: ${palette.primary.soft}; --on-token: ${palette.primary.onSoft};
  --open: ${palette.neutral.soft}; --on-open: ${palette.neutral.onSoft};`;

const styles = `
:root { color-scheme: light; ${cssVariables(lightPalette)} }
@media (prefers-color-scheme: dark) { :root:not([data-theme="light"]) { color-scheme: dark; ${cssVariables(darkPalette)} } }
:root[data-theme="dark"] { color-scheme: dark; ${cssVariables(darkPalette)} }
* { box-sizing: border-box; }
body { margin: 0; background: var(--background); color: var(--text); font-family: ${typography.fontFamily}; line-height: 1.5; }
code { font-family: ${typography.monoFamily}; font-size: 0.9em; overflow-wrap: anywhere; }
a { color: var(--link); }
a:focus-visible, button:focus-visible, summary:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0,0,0,0); white-space: nowrap; border: 0; }
.skip { position: absolute; left: -999px; top: 0; background: var(--surface); padding: 8px 12px; z-index: 2; }
.skip:focus { left: 8px; top: 8px; }
.top { background: var(--surface); border-bottom: 1px solid var(--border); }
.top .bar { max-width: 1200px; margin: 0 auto; padding: 12px 16px; display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.brand { margin: 0; font-weight: 700; }
.brand a { color: var(--text); text-decoration: none; }
#theme-toggle { font: inherit; color: var(--text); background: var(--sunken); border: 1px solid var(--border-strong); border-radius: 8px; padding: 6px 12px; cursor: pointer; }
.layout { max-width: 1200px; margin: 0 auto; padding: 16px; display: grid; grid-template-columns: 280px minmax(0, 1fr); gap: 24px; align-items: start; }
.toc { position: sticky; top: 16px; max-height: calc(100vh - 32px); overflow-y: auto; background: var(--surface); border: 1px solid var(--border); border-radius: 12px; padding: 12px 16px; font-size: 0.875rem; }
.toc h2 { font-size: 1rem; margin: 0 0 8px; }
.toc ul { list-style: none; margin: 0; padding: 0; }
.toc > ul > li { margin: 8px 0; }
.toc li ul { margin: 4px 0 0 0; }
.toc li ul a { display: block; padding: 2px 0; text-decoration: none; color: var(--text); overflow-wrap: anywhere; }
.toc li ul a:hover { text-decoration: underline; }
.toc .area-link { font-weight: 600; }
main h1 { font-size: 2rem; margin: 0 0 8px; }
.intro { background: var(--surface); border: 1px solid var(--border); border-radius: 12px; padding: 16px 20px; }
.intro p { margin: 0; }
.intro ul { padding-left: 20px; margin: 8px 0 0; }
.area > h2 { font-size: 1.5rem; margin: 32px 0 4px; }
.area > p { color: var(--text-secondary); margin: 0 0 12px; }
.operation, .schema { background: var(--surface); border: 1px solid var(--border); border-radius: 12px; padding: 16px 20px; margin: 12px 0; }
.operation h3 { margin: 0; font-size: 1.05rem; display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.operation h4 { font-size: 0.95rem; margin: 16px 0 4px; }
.path { font-size: 1rem; }
.summary { font-weight: 600; margin: 8px 0 4px; }
.method { display: inline-block; min-width: 4.5em; text-align: center; border-radius: 6px; padding: 1px 6px; font-size: 0.8rem; font-weight: 700; letter-spacing: 0.02em; }
.method-get { background: var(--get); color: var(--on-get); }
.method-post { background: var(--post); color: var(--on-post); }
.method-put { background: var(--put); color: var(--on-put); }
.method-delete { background: var(--delete); color: var(--on-delete); }
.facts { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 8px 0; font-size: 0.875rem; color: var(--text-secondary); }
.token, .open { border-radius: 999px; padding: 1px 10px; font-weight: 600; }
.token { background: var(--token); color: var(--on-token); }
.open { background: var(--open); color: var(--on-open); }
.required { font-size: 0.75rem; color: var(--text-secondary); font-weight: 600; }
.media, .status { margin: 4px 0; }
table.props { width: 100%; border-collapse: collapse; font-size: 0.875rem; margin: 4px 0 8px; }
table.props th, table.props td { text-align: left; vertical-align: top; padding: 6px 8px; border-top: 1px solid var(--border); overflow-wrap: anywhere; }
table.props thead th { border-top: none; color: var(--text-secondary); font-weight: 600; }
table.props tbody th { font-weight: normal; width: 32%; }
table.props td.type { width: 30%; }
.refusals-intro { margin: 12px 0 4px; font-size: 0.875rem; }
.refusals { margin: 0; padding-left: 20px; font-size: 0.875rem; }
.schemas > h2 { font-size: 1.5rem; margin: 32px 0 4px; }
.schema h3 { margin: 0 0 8px; font-size: 1rem; }
@media (max-width: 899.98px) {
  .layout { grid-template-columns: minmax(0, 1fr); padding: 12px; }
  .toc { position: static; max-height: none; }
  .toc > ul { display: flex; flex-wrap: wrap; gap: 4px 12px; }
  .toc > ul > li { margin: 0; }
  .toc li ul { display: none; }
  .operation, .schema, .intro { padding: 12px; }
  table.props thead { display: none; }
  table.props, table.props tbody, table.props tr, table.props th, table.props td { display: block; width: auto !important; }
  table.props tr { border-top: 1px solid var(--border); padding: 6px 0; }
  table.props th, table.props td { border: none; padding: 0 4px; }
  table.props td:empty { display: none; }
  table.props td[data-label]::before { content: attr(data-label) " "; color: var(--text-secondary); }
}
@media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
`;

/**
 * The `/api-docs` page: every operation of the document by area, with its parameters, body and replies,
 * then every named schema. Plain HTML and CSS in the app's palettes; its one script only applies the
 * theme chosen in the app (and offers to switch it), so it reads the same without JavaScript.
 */
export function renderApiDocsPage(document: Json): string {
  const byArea = operationsByArea(document);
  const tags = document.tags as Json[];
  const info = document.info as Json;
  const schemas = (document.components as Json).schemas as Record<string, Json>;
  const toc = tags
    .map((tag) => {
      const name = String(tag.name);
      const operations = byArea.get(name) ?? [];
      return `<li><a class="area-link" href="#${areaAnchor(name)}">${escapeHtml(name)}</a>
<ul>
${operations
  .map(
    ({ method, path, operation }) =>
      `<li><a href="#${operationAnchor(operation)}">${methodBadge(method)} ${escapeHtml(path)}</a></li>`,
  )
  .join('\n')}
</ul></li>`;
    })
    .join('\n');
  const areas = tags
    .map((tag) => {
      const name = String(tag.name);
      return `<section class="area" aria-labelledby="${areaAnchor(name)}">
<h2 id="${areaAnchor(name)}">${escapeHtml(name)}</h2>
<p>${proseHtml(String(tag.description ?? ''))}</p>
${(byArea.get(name) ?? []).map((operation) => operationHtml(operation, document)).join('\n')}
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(String(info.title))}</title>
<style>${styles}</style>
<script src="${themeScriptPath}"></script>
</head>
<body>
<a class="skip" href="#main">Skip to the operations</a>
<header class="top"><div class="bar">
<p class="brand"><a href="/">Progression</a> API</p>
<button id="theme-toggle" type="button" hidden>Dark theme</button>
</div></header>
<div class="layout">
<nav class="toc" aria-label="Areas and operations">
<h2>Areas</h2>
<ul>
${toc}
<li><a class="area-link" href="#schemas">Schemas</a></li>
</ul>
</nav>
<main id="main" tabindex="-1">
<h1>${escapeHtml(String(info.title))}</h1>
<div class="intro">
<p>${proseHtml(String(info.description))}</p>
<ul>
<li>The whole description, for tools and client generators: <a href="${documentPath}">${documentPath}</a> (OpenAPI ${escapeHtml(String(document.openapi))}).</li>
<li>${Object.values(document.paths as Json).reduce<number>((sum, item) => sum + Object.keys(item as Json).length, 0)} operations in ${tags.length} areas.</li>
</ul>
</div>
${areas}
<section class="schemas" aria-labelledby="schemas">
<h2 id="schemas">Schemas</h2>
${Object.entries(schemas)
  .map(([name, schema]) => schemaHtml(name, schema))
  .join('\n')}
</section>
</main>
</div>
</body>
</html>
`;
}
