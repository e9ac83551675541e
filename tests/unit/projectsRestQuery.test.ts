import { describe, expect, test } from "vitest";
import { toProject } from "../../src/lib/firebase/decode.ts";
import { decodeRunQuery, decodeValue, newestFirstQuery, runQueryUrl } from "../../src/lib/firebase/restQuery.ts";
import { PROJECTS } from "../../src/schemas/collections.ts";

describe("decodeValue", () => {
  test.each([
    [{ stringValue: "Arlington, VA" }, "Arlington, VA"],
    [{ stringValue: "" }, ""],
    [{ integerValue: "14" }, 14],
    [{ doubleValue: 2.5 }, 2.5],
    [{ booleanValue: false }, false],
    [{ timestampValue: "2025-01-05T14:03:00.123456Z" }, Date.UTC(2025, 0, 5, 14, 3, 0, 123)],
    [{ timestampValue: "not a time" }, undefined],
    [{ nullValue: null }, undefined],
    [{}, undefined],
    [{ arrayValue: {} }, []],
    [{ arrayValue: { values: [{ stringValue: "a" }, { integerValue: "2" }] } }, ["a", 2]],
    [
      { mapValue: { fields: { role: { stringValue: "user" }, content: { stringValue: "Hi" } } } },
      { role: "user", content: "Hi" },
    ],
  ])("%j -> %j", (value, expected) => {
    expect(decodeValue(value)).toEqual(expected);
  });
});

describe("decodeRunQuery", () => {
  test("documents in answer order, with ids from their names", () => {
    const body = [
      {
        document: {
          name: "projects/demo-contractor/databases/(default)/documents/projects/modern-kitchen-arlington",
          fields: {
            title: { stringValue: "Modern Kitchen Remodel" },
            likes: { integerValue: "14" },
            timestamp: { timestampValue: "2025-03-01T10:00:00Z" },
          },
        },
        readTime: "2025-03-02T00:00:00Z",
      },
      {
        document: { name: "projects/p/databases/(default)/documents/projects/deck" },
        readTime: "2025-03-02T00:00:00Z",
      },
    ];
    expect(decodeRunQuery(body)).toEqual([
      {
        id: "modern-kitchen-arlington",
        data: { title: "Modern Kitchen Remodel", likes: 14, timestamp: Date.UTC(2025, 2, 1, 10) },
      },
      { id: "deck", data: {} },
    ]);
  });

  test("an empty collection answers one item with only a read time", () => {
    expect(decodeRunQuery([{ readTime: "2025-03-02T00:00:00Z" }])).toEqual([]);
  });

  test.each([[{ error: { code: 403 } }], [null], ["oops"]])("anything but an array is an error: %j", (body) => {
    expect(() => decodeRunQuery(body)).toThrow();
  });

  test("a decoded document becomes a project; a missing likes field is 0", () => {
    const [doc] = decodeRunQuery([
      {
        document: {
          name: "x/projects/deck",
          fields: { title: { stringValue: "Deck" }, timestamp: { timestampValue: "2025-01-01T00:00:00Z" } },
        },
      },
    ]);
    expect(toProject(doc.id, doc.data)).toMatchObject({
      id: "deck",
      title: "Deck",
      likes: 0,
      timestamp: Date.UTC(2025, 0, 1),
    });
  });
});

test("the query asks for every project, newest first", () => {
  expect(JSON.parse(newestFirstQuery(PROJECTS))).toEqual({
    structuredQuery: {
      from: [{ collectionId: PROJECTS }],
      orderBy: [{ field: { fieldPath: "timestamp" }, direction: "DESCENDING" }],
    },
  });
});

test.each([
  [
    { origin: "https://firestore.googleapis.com", projectId: "my-site", apiKey: "AIza key" },
    "https://firestore.googleapis.com/v1/projects/my-site/databases/(default)/documents:runQuery?key=AIza%20key",
  ],
  [
    { origin: "http://127.0.0.1:8080", projectId: "demo-contractor" },
    "http://127.0.0.1:8080/v1/projects/demo-contractor/databases/(default)/documents:runQuery",
  ],
])("runQueryUrl(%j)", (target, expected) => {
  expect(runQueryUrl(target)).toBe(expected);
});
