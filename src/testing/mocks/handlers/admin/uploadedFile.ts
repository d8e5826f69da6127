/**
 * The `file` field of a multipart upload, or null when there is none. Under jsdom the parsed
 * field is Node's File, not the window's, so it is recognised by its shape.
 */
export async function uploadedFile(request: Request): Promise<File | null> {
  const form = await request.formData().catch(() => null);
  const file: unknown = form?.get('file');
  return file !== null && typeof file === 'object' && 'arrayBuffer' in file ? (file as File) : null;
}
