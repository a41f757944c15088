/** Reads a Server-Sent Events answer as it arrives: the events and comment lines seen so far. */
export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
}

export interface SseReader {
  messages: SseMessage[];
  comments: string[];
}

export function readSse(response: Response): SseReader {
  const reader: SseReader = { messages: [], comments: [] };
  const body = response.body;
  if (!body) return reader;
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    const stream = body.getReader();
    try {
      for (;;) {
        const { value, done } = await stream.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: SseMessage = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) reader.comments.push(line.slice(1).trim());
            else {
              const colon = line.indexOf(':');
              const key = line.slice(0, colon);
              const value = line.slice(colon + 1).replace(/^ /, '');
              if (key === 'id' || key === 'event') message[key] = value;
              else if (key === 'data') message.data = message.data === undefined ? value : `${message.data}\n${value}`;
            }
          }
          if (Object.keys(message).length > 0) reader.messages.push(message);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return reader;
}
