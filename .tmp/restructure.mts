import { readFileSync, writeFileSync } from 'node:fs';
import { parseDocument, isMap, YAMLMap, Pair, Scalar } from 'yaml';
const file = 'openapi/v2.yaml';
const doc = parseDocument(readFileSync(file, 'utf8'));
const paths = doc.get('paths') as YAMLMap;
const pathItems = doc.getIn(['components', 'pathItems']) as YAMLMap;
const components = doc.get('components') as YAMLMap;

// Shared parts of the bulk subscribe path item, so its trailing-slash-less alias can reference them.
const sp = pathItems.get('SubscribeProducts') as YAMLMap;
const getOp = sp.get('get') as YAMLMap;
const postOp = sp.get('post') as YAMLMap;
const responses = (components.get('responses') as YAMLMap);
const listOk = (getOp.get('responses') as YAMLMap).get('200');
const subOk = (postOp.get('responses') as YAMLMap).get('200');
const subBody = postOp.get('requestBody');
responses.set('SubscriptionPage', listOk);
responses.set('SubscribeProductsResult', subOk);
(getOp.get('responses') as YAMLMap).set('200', doc.createNode({ $ref: '#/components/responses/SubscriptionPage' }));
(postOp.get('responses') as YAMLMap).set('200', doc.createNode({ $ref: '#/components/responses/SubscribeProductsResult' }));
// requestBodies after responses
const idx = components.items.findIndex((p) => (p.key as Scalar).value === 'schemas');
components.items.splice(idx, 0, doc.createPair('requestBodies', doc.createNode({ SubscribeProducts: null })));
(components.getIn(['requestBodies']) as YAMLMap).set('SubscribeProducts', subBody);
postOp.set('requestBody', doc.createNode({ $ref: '#/components/requestBodies/SubscribeProducts' }));

function alias(op: YAMLMap, aliasId: string, of: string, summary: string, description: string): YAMLMap {
  const clone = op.clone() as YAMLMap;
  const out = new YAMLMap();
  out.set('operationId', aliasId);
  out.set('x-alias-of', of);
  out.set('tags', clone.get('tags'));
  out.set('summary', summary);
  out.set('description', doc.createNode(description));
  if (clone.has('parameters')) out.set('parameters', clone.get('parameters'));
  if (clone.has('requestBody')) out.set('requestBody', clone.get('requestBody'));
  out.set('responses', clone.get('responses'));
  return out;
}

for (const pair of paths.items) {
  const value = pair.value;
  if (!isMap(value) || !value.has('$ref')) continue;
  const name = String(value.get('$ref')).split('/').pop()!;
  const key = (pair.key as Scalar).value;
  if (key === '/subscribe') {
    const item = new YAMLMap();
    item.commentBefore = value.items.find((p) => (p.key as Scalar).value === 'x-internal')?.key && (value.items[1]!.key as Scalar).commentBefore;
    item.set('x-internal', true);
    item.set('get', alias(getOp, 'listSubscriptionsAliasPath', 'listSubscriptions', 'List your subscriptions (the path without its trailing slash)',
      '`GET /subscribe/` without the trailing slash, kept for partners who call it so: the same parameters and answers as\n`GET /subscribe/`, served by it. Prefer `GET /subscribe/`.\n'));
    item.set('post', alias(postOp, 'subscribeProductsAliasPath', 'subscribeProducts', 'Subscribe to products in bulk (the path without its trailing slash)',
      '`POST /subscribe/` without the trailing slash, kept for partners who call it so: the same body and answers as\n`POST /subscribe/`, served by it. Prefer `POST /subscribe/`.\n'));
    pair.value = item;
  } else {
    pair.value = pathItems.get(name, true);
  }
}
components.delete('pathItems');
writeFileSync(file, doc.toString({ lineWidth: 0, flowCollectionPadding: false }));
