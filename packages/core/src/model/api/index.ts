// Request and response payloads of the HTTP API (the server validates requests with these; the browser validates answers).
export {};
