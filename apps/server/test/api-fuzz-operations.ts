import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { JsonSchema } from 'json-schema-faker';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}
interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: Array<Record<string, string[]>>;
}
/** One operation of /api/docs/json, with the security scheme it declares. */
export interface Operation extends OperationObject {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  scheme: string | undefined;
}

export interface Finding {
  kind: '5xx' | 'schema' | 'undeclared';
  request: string;
  status: number;
  detail: string;
}

export function operationsOf(document: { paths: Record<string, Record<string, OperationObject>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase() as Operation['method'],
      path,
      scheme: Object.keys(operation.security?.[0] ?? {})[0],
    })),
  );
}

export const describeRequest = (request: InjectOptions) => {
  const payload = request.payload === undefined ? '' : String(request.payload).slice(0, 200);
  return `${request.method} ${String(request.url).slice(0, 200)} ${JSON.stringify(request.headers ?? {}).slice(0, 300)} ${payload}`;
};

/**
 * Judges every answer against the document: a 5xx, a status the operation does not declare, or a JSON body that does
 * not match the declared schema (ajv) is a finding. Counts answers by status, and by operation for FUZZ_STATS.
 */
export function createAnswerChecker() {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormatsPlugin.default(ajv);
  const validators = new Map<JsonSchema, ValidateFunction>();
  const validatorOf = (schema: JsonSchema) => {
    let validate = validators.get(schema);
    if (!validate) validators.set(schema, (validate = ajv.compile(schema as object)));
    return validate;
  };
  const findings: Finding[] = [];
  const countByStatus = new Map<number, number>();
  const statusesByOperation = new Map<string, Map<string, number>>();
  let requestCount = 0;

  const check = (operation: Operation, request: InjectOptions, response: LightMyRequestResponse) => {
    requestCount += 1;
    const status = response.statusCode;
    countByStatus.set(status, (countByStatus.get(status) ?? 0) + 1);
    const operationKey = `${operation.method} ${operation.path}`;
    const statuses = statusesByOperation.get(operationKey) ?? new Map<string, number>();
    const outcome = operation.scheme === 'providerId' ? `${status}:${/"status":"(\w+)"/.exec(response.body)?.[1] ?? '-'}` : String(status);
    statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
    statusesByOperation.set(operationKey, statuses);
    const record = (kind: Finding['kind'], detail: string) =>
      findings.push({ kind, request: describeRequest(request), status, detail: detail.slice(0, 500) });
    if (status >= 500) return record('5xx', response.body);
    const declared = operation.responses[String(status)];
    if (!declared) return record('undeclared', `${operation.method} ${operation.path} answered ${status}: ${response.body}`);
    const schema = declared.content?.['application/json']?.schema;
    if (!schema) return;
    let body: unknown;
    try {
      body = response.json();
    } catch {
      return record('schema', `not JSON: ${response.body}`);
    }
    const validate = validatorOf(schema);
    if (!validate(body)) record('schema', `${ajv.errorsText(validate.errors)} in ${response.body}`);
  };

  const count = (kind: Finding['kind']) => findings.filter((finding) => finding.kind === kind).length;
  /** The first findings of a kind (undeclared statuses once per message), ready to print. */
  const summary = (kind: Finding['kind']) =>
    findings
      .filter((finding) => finding.kind === kind)
      .filter(
        (finding, index, all) =>
          kind !== 'undeclared' || all.findIndex((other) => other.detail.slice(0, 60) === finding.detail.slice(0, 60)) === index,
      )
      .slice(0, Number(process.env.FUZZ_SHOW ?? 10))
      .map((finding) => `${finding.status} ${finding.detail}\n    ${finding.request}`);

  return {
    check,
    count,
    summary,
    requestCount: () => requestCount,
    statusCounts: () => Object.fromEntries([...countByStatus].sort(([a], [b]) => a - b)),
    statusesByOperation,
  };
}
