// (a) of `npm run bench`: the ceiling — a bare node:http server answering "hello" on the given port.
import http from 'node:http';

http.createServer((_request, response) => response.end('hello')).listen(Number(process.argv[2]), '127.0.0.1');
