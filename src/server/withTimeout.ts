class TimeoutError extends Error {
  constructor(what: string) {
    super(`${what} did not finish in time`);
    this.name = "TimeoutError";
  }
}

/**
 * A request on a network that neither answers nor fails would leave a form busy forever;
 * after `ms` it counts as failed, and the visitor keeps what they typed and can retry.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
