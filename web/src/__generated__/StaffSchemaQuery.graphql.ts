/**
 * @generated SignedSource<<15064f4467be0ca476c043da012a34ed>>
 * @relayHash 0241097d58853fd0541da73b302bb115
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50f64fcf66104d84fcac0fb14bc765f27cbbbd9409252995bf374607d770b3b7

import { ConcreteRequest } from 'relay-runtime';
export type StaffSchemaQuery$variables = Record<PropertyKey, never>;
export type StaffSchemaQuery$data = {
  readonly schemaModel: ReadonlyArray<{
    readonly description: string;
    readonly graphqlType: string | null | undefined;
    readonly name: string;
    readonly relations: ReadonlyArray<{
      readonly to: string;
      readonly via: string;
    }>;
    readonly restResources: ReadonlyArray<{
      readonly method: string;
      readonly path: string;
    }>;
    readonly tables: ReadonlyArray<string>;
  }>;
  readonly schemaTables: ReadonlyArray<{
    readonly columns: ReadonlyArray<{
      readonly default: string | null | undefined;
      readonly name: string;
      readonly nullable: boolean;
      readonly type: string;
    }>;
    readonly foreignKeys: ReadonlyArray<{
      readonly columns: ReadonlyArray<string>;
      readonly name: string;
      readonly referencesColumns: ReadonlyArray<string>;
      readonly referencesTable: string;
    }>;
    readonly indexes: ReadonlyArray<{
      readonly definition: string;
      readonly name: string;
      readonly unique: boolean;
    }>;
    readonly name: string;
    readonly primaryKey: ReadonlyArray<string>;
    readonly rowCountExact: boolean;
    readonly rowEstimate: number;
  }>;
};
export type StaffSchemaQuery = {
  response: StaffSchemaQuery$data;
  variables: StaffSchemaQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SchemaTable",
    "kind": "LinkedField",
    "name": "schemaTables",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "primaryKey",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rowEstimate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rowCountExact",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SchemaColumn",
        "kind": "LinkedField",
        "name": "columns",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nullable",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "default",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SchemaForeignKey",
        "kind": "LinkedField",
        "name": "foreignKeys",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "columns",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "referencesTable",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "referencesColumns",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SchemaIndex",
        "kind": "LinkedField",
        "name": "indexes",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "definition",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unique",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "SchemaEntity",
    "kind": "LinkedField",
    "name": "schemaModel",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tables",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "graphqlType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SchemaRestResource",
        "kind": "LinkedField",
        "name": "restResources",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "method",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "path",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SchemaRelation",
        "kind": "LinkedField",
        "name": "relations",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "to",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "via",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffSchemaQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StaffSchemaQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0241097d58853fd0541da73b302bb115",
    "id": "50f64fcf66104d84fcac0fb14bc765f27cbbbd9409252995bf374607d770b3b7",
    "metadata": {},
    "name": "StaffSchemaQuery",
    "operationKind": "query",
    "text": "query StaffSchemaQuery {\n  schemaTables {\n    name\n    primaryKey\n    rowEstimate\n    rowCountExact\n    columns {\n      name\n      type\n      nullable\n      default\n    }\n    foreignKeys {\n      name\n      columns\n      referencesTable\n      referencesColumns\n    }\n    indexes {\n      name\n      definition\n      unique\n    }\n  }\n  schemaModel {\n    name\n    description\n    tables\n    graphqlType\n    restResources {\n      method\n      path\n    }\n    relations {\n      to\n      via\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2267f66e6ee49781c2b77285240c38db";

export default node;
