import Foundation
import OffloadStore

/// The JSON Schema (draft 2020-12) of an export document, made from the table descriptions, so it cannot drift
/// from what the exporter writes; `docs/export.schema.json` holds it, and a test keeps the two equal.
public enum ExportSchema {
    /// The pattern of an instant: ISO 8601 in UTC with milliseconds.
    static let instantPattern = #"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z$"#

    /// The schema as indented JSON with sorted keys, ending in a line break.
    public static func text() throws -> String {
        let data = try JSONSerialization.data(
            withJSONObject: document(), options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func document() -> [String: Any] {
        let tables = ExportTable.all
        var definitions: [String: Any] = [
            "instant": ["type": "string", "pattern": instantPattern, "description": "ISO 8601, UTC, milliseconds."],
            "day": ["type": "string", "pattern": #"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"#],
        ]
        for table in tables { definitions[table.jsonName] = row(of: table) }
        let required = tables.filter { $0.group == .data }.map(\.jsonName)
        let names = tables.map(\.jsonName)
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "Offload export",
            "description": "What `offload export` writes: a header, then every table's rows, parents first. "
                + "Tables of the event log and the undo history are there with `--include events`.",
            "type": "object",
            "additionalProperties": false,
            "required": ["counts", "exportedAt", "format", "formatVersion", "offloadVersion", "tables"],
            "properties": [
                "format": ["const": ExportHeader.formatName],
                "formatVersion": ["const": ExportHeader.currentVersion],
                "offloadVersion": ["type": "string"],
                "exportedAt": ["$ref": "#/$defs/instant"],
                "counts": object(
                    names.map { ($0, ["type": "integer", "minimum": 0] as [String: Any]) }, required: required),
                "tables": object(
                    tables.map { ($0.jsonName, ["type": "array", "items": ["$ref": "#/$defs/\($0.jsonName)"]]) },
                    required: required),
            ],
            "$defs": definitions,
        ]
    }

    /// A row of `table`: every column required, no other key.
    private static func row(of table: ExportTable) -> [String: Any] {
        var schema = object(table.columns.map { ($0.jsonName, value(of: $0)) }, required: table.columns.map(\.jsonName))
        schema["description"] = table.summary
        return schema
    }

    private static func object(_ properties: [(String, Any)], required: [String]) -> [String: Any] {
        [
            "type": "object", "additionalProperties": false, "required": required,
            "properties": Dictionary(uniqueKeysWithValues: properties),
        ]
    }

    /// The values `column` holds.
    private static func value(of column: ExportColumn) -> [String: Any] {
        let value: [String: Any] =
            switch column.kind {
            case .text: ["type": "string"]
            case .json: ["type": "string", "contentMediaType": "application/json"]
            case .integer: ["type": "integer"]
            case .real: ["type": "number"]
            case .boolean: ["type": "boolean"]
            case .instant: ["$ref": "#/$defs/instant"]
            case .day: ["$ref": "#/$defs/day"]
            }
        return column.isNullable ? ["anyOf": [value, ["type": "null"]]] : value
    }
}
