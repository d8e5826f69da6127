/** The `file` field of a multipart upload, or null when there is none. */
export async function uploadedFile(request: Request): Promise<File | null> {
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  return file instanceof File ? file : null;
}
