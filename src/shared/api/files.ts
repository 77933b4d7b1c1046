import { type Static, Type } from 'typebox';

export const FileDownloadQuery = Type.Object({ id: Type.Optional(Type.String({ maxLength: 20 })) });
export type FileDownloadQuery = Static<typeof FileDownloadQuery>;
