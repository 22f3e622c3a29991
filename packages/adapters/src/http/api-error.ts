/** A failed API call, with the HTTP status and the server's stable error code when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The answer did not match the contract in core's schemas. */
export class ContractError extends Error {
  readonly code = 'CONTRACT_MISMATCH';
  constructor(
    readonly path: string,
    readonly issues: string,
  ) {
    super(`Unexpected answer from ${path}: ${issues}`);
    this.name = 'ContractError';
  }
}
