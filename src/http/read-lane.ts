import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OperationId } from '../shared/operations.js';
import type { OperationCore } from './operation-core.js';
import { servedOperationId } from './deprecation.js';

/** Operations the lane answers: reads without a request body, and the hottest of them. */
export const READ_LANE_OPERATIONS: readonly OperationId[] = ['getProduct', 'getProductExplanation'];

/**
 * The read lane hands `GET /v2/product/{gtin}`, its explanation (and their aliases) to the operation core on node:http
 * directly, ahead of Express, whose per-request work costs about as much as the read itself
 * (docs/performance.md). It has nothing to read (no body), so it does no step of its own: the
 * core routes, authenticates, limits, validates, calls the handler and answers, as it does for
 * Express. Returns false, having touched nothing, for every other request.
 */
export function createReadLane(core: OperationCore, operations: readonly OperationId[] = READ_LANE_OPERATIONS) {
  return function take(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url;
    if (req.method !== 'GET' || url === undefined) return false;
    const queryAt = url.indexOf('?');
    const match = core.route('GET', queryAt === -1 ? url : url.slice(0, queryAt));
    if (!match.found || !operations.includes(servedOperationId(match.operation))) return false;
    void core.serve(req, res, url, undefined, match);
    return true;
  };
}

export type ReadLane = ReturnType<typeof createReadLane>;
