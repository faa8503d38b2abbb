/** v20 shapes this module reads (gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Row } from '../../v20/dto.js';

export type GlobalSearchResultDto = V20Row<'/internal/global-search', 'get'>;
export type SchemaTableDto = V20Row<'/schema/tables', 'get'>;
export type SchemaColumnDto = SchemaTableDto['columns'][number];
export type SchemaForeignKeyDto = SchemaTableDto['foreign_keys'][number];
export type SchemaIndexDto = SchemaTableDto['indexes'][number];
export type SchemaEntityDto = V20Row<'/schema/model', 'get'>;
export type SchemaRestResourceDto = SchemaEntityDto['rest_resources'][number];
export type SchemaRelationDto = SchemaEntityDto['relations'][number];
