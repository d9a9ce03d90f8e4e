// A route's clientAction with JavaScript: a call that never reached the server (fetch's TypeError) is answered by the
// SPEC §8 network notification the page shows, not the error page.
export async function answeredOrOffline<T>(
  request: Request,
  serverAction: () => Promise<T>,
  offline: (form: FormData) => T,
): Promise<T> {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    return offline(form);
  }
}
