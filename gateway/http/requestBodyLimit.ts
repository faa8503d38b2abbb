import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** yoga's own default: a GraphQL request body larger than this is refused (413). */
export const MAX_REQUEST_BODY_BYTES = 25_000_000;

/** Only a single non-negative integer is a Content-Length (comma lists are smuggling attempts). */
const CONTENT_LENGTH = /^\d+$/;

const tooLarge = () => createGraphQLError('Request body too large', {
  extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' },
});

const badLength = () => createGraphQLError('Content-Length header is invalid.', {
  extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
});

/**
 * yoga's request body limit (createYoga's `maxRequestBodySize`, turned off there), with
 * the same answers, without its cost where it cannot refuse anything. yoga pipes every
 * body through a counting TransformStream: a stream pipeline, an AbortController and a
 * DOMException per request, 5% of the gateway's CPU on a listing page or the viewer.
 * A body with a valid Content-Length at most the limit cannot exceed it: node's HTTP
 * parser hands on exactly that many bytes (the rest would be the next request) and
 * refuses a request that also says Transfer-Encoding. Only a body without one (chunked)
 * is counted as it streams, as yoga does.
 *
 * It goes last among the gateway's plugins, where yoga put its own: after every
 * request parser, so it wraps whichever one was chosen.
 */
export function useRequestBodyLimit(limit: number = MAX_REQUEST_BODY_BYTES): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const contentLength = request.headers.get('content-length');
      if (contentLength !== null) {
        if (!CONTENT_LENGTH.test(contentLength)) throw badLength();
        if (Number(contentLength) > limit) throw tooLarge();
        return;
      }
      if (!requestParser || !request.body) return;
      const parse = requestParser;
      setRequestParser((req) => parse(counted(req, limit, fetchAPI)));
    },
  };
}

/** The request again, its body failing once more than `limit` bytes have streamed (yoga's limitRequestBodySize). */
function counted(request: Request, limit: number, fetchAPI: { Request: typeof Request; TransformStream: typeof TransformStream }): Request {
  const body = request.body;
  if (!body) return request;
  // A native ReadableStream needs the native TransformStream (graphql-yoga issue 4583).
  const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  let bytesRead = 0;
  const limited = body.pipeThrough(new Transform({
    transform(chunk: Uint8Array, controller) {
      bytesRead += chunk.byteLength;
      if (bytesRead > limit) return controller.error(tooLarge());
      controller.enqueue(chunk);
    },
  }));
  return new fetchAPI.Request(request.url, {
    method: request.method, headers: request.headers, signal: request.signal, body: limited, duplex: 'half',
  } as RequestInit);
}
