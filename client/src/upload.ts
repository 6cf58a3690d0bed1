// Multipart uploads with progress, typed by the same generated paths as the client: fetch cannot report upload
// progress yet, so these go through XMLHttpRequest, and fail with the same ApiError as every other call.
import { ApiError, apiErrorOf } from '@naija-homes/client/api-client';
import type { paths } from './schema.gen';

type Method = 'post' | 'put' | 'patch';

/** The paths whose `method` takes a multipart body. */
export type UploadPath<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { requestBody: { content: { 'multipart/form-data': unknown } } } ? P : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends Method> = paths[P][M];

type FieldsOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends {
    requestBody: { content: { 'multipart/form-data': infer Body } };
  }
    ? keyof Body & string
    : never;

type PathParams<P extends keyof paths, M extends Method> =
  Operation<P, M> extends {
    parameters: { path: infer Params };
  }
    ? Params
    : never;

type SuccessBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends {
    responses: infer Responses;
  }
    ? {
        [S in keyof Responses]: S extends 200 | 201
          ? Responses[S] extends { content: { 'application/json': infer Body } }
            ? Body
            : never
          : never;
      }[keyof Responses]
    : never;

export interface UploadOptions<P extends keyof paths, M extends Method> {
  method: M;
  params: PathParams<P, M> extends never ? undefined : PathParams<P, M>;
  /** Files and text fields by the route's documented field names; a list sends several parts under one name. */
  fields: Partial<Record<FieldsOf<P, M>, Blob | string | ReadonlyArray<Blob>>>;
  /** 0–100 while the body uploads. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  baseUrl?: string;
}

/**
 * A multipart body for a file route, to spread into a typed call where XMLHttpRequest is not at hand (Node, the
 * SDK): `api.POST('/api/v1/property/{id}/photos', { params, ...multipartBody<'/api/v1/property/{id}/photos', 'post'>({ photos }) })`.
 * The fields are checked against the route's documented names; the body goes as FormData (fetch sets the boundary).
 */
export function multipartBody<P extends UploadPath<M>, M extends Method = 'post'>(
  fields: Partial<Record<FieldsOf<P, M>, Blob | string | ReadonlyArray<Blob>>>,
): { body: never; bodySerializer: () => FormData } {
  const form = formOf(fields as Record<string, Blob | string | ReadonlyArray<Blob> | undefined>);
  // openapi-fetch serializes only a defined body: the empty object stands for the form, which the serializer sends.
  return { body: {} as never, bodySerializer: () => form };
}

export const uploadFailed = 'The upload failed. Check your connection and try again.';
export const uploadAborted = 'Upload cancelled';

/** Whether the upload was cancelled by its signal (not a failure to show). */
export const isAborted = (error: unknown) => error instanceof ApiError && error.details.aborted === true;

function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

export function formOf(fields: Record<string, Blob | string | ReadonlyArray<Blob> | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const part of Array.isArray(value) ? value : [value]) {
      if (part instanceof File) form.append(name, part, part.name);
      else form.append(name, part as Blob | string);
    }
  }
  return form;
}

function parse(text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/** Sends a multipart body to a documented upload route; resolves with its documented answer. */
export function upload<M extends Method, P extends UploadPath<M>>(
  path: P,
  options: UploadOptions<P, M>,
): Promise<SuccessBody<P, M>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = `${options.baseUrl ?? ''}${fillPath(path, options.params as Record<string, unknown> | undefined)}`;
    xhr.open(options.method.toUpperCase(), url);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('accept', 'application/json');
    const report = options.onProgress;
    if (report) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) report(Math.round((event.loaded / event.total) * 100));
      };
      xhr.upload.onload = () => report(100);
    }
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as SuccessBody<P, M>);
      else reject(apiErrorOf(xhr.status, xhr.statusText, body));
    };
    xhr.onerror = () => reject(new ApiError(0, uploadFailed));
    xhr.onabort = () => reject(new ApiError(0, uploadAborted, { aborted: true }));
    if (options.signal?.aborted) {
      reject(new ApiError(0, uploadAborted, { aborted: true }));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formOf(options.fields as Record<string, Blob | string | ReadonlyArray<Blob> | undefined>));
  });
}
